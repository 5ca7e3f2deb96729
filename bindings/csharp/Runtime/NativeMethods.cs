// The P/Invoke declarations of librami_c (include/rami/rami.h, ABI version 1, with
// rami_last_status: symbol version RAMI_C_1.1, and the bot handle: RAMI_C_1.2).
// Only blittable types cross the boundary (IntPtr, int, ulong, byte[] and int[]), and no
// delegate is ever passed to native code: that keeps the binding safe under IL2CPP and on iOS,
// where marshalling stubs and callbacks into managed code are restricted.
using System;
using System.Runtime.InteropServices;

namespace Rami
{
    internal static class NativeMethods
    {
#if (UNITY_IOS || UNITY_WEBGL) && !UNITY_EDITOR
        // iOS and WebGL link librami_c.a statically into the player.
        internal const string Library = "__Internal";
#else
        // librami_c.so / rami_c.dll / librami_c.dylib, found by the platform's loader.
        internal const string Library = "rami_c";
#endif

        // The header's RAMI_ABI_VERSION.
        internal const int HeaderAbiVersion = 1;

        internal const int StatusOk = 0;
        internal const int StatusRefused = 1;
        internal const int StatusMalformed = 2;
        internal const int StatusInternal = 3;

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int rami_abi_version();

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern IntPtr rami_version();

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern IntPtr rami_last_error();

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int rami_last_status();

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern void rami_free(IntPtr s);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int rami_game_new(byte[] rules, int players, ulong seed, out IntPtr game);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int rami_game_from_json(byte[] stateJson, out IntPtr game);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern IntPtr rami_game_to_json(IntPtr game);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern void rami_game_free(IntPtr game);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int rami_game_apply(IntPtr game, byte[] moveJson, out IntPtr next);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int rami_game_step(IntPtr game, int actionId, out IntPtr next);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int rami_game_legal_actions(IntPtr game, [Out] int[] ids, int capacity);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int rami_game_action_space_size(IntPtr game);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern IntPtr rami_game_action_json(IntPtr game, int actionId);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int rami_game_current_seat(IntPtr game);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int rami_game_is_over(IntPtr game);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int rami_game_players(IntPtr game);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern IntPtr rami_game_view_json(IntPtr game, int seat);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern IntPtr rami_game_scores_json(IntPtr game);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern IntPtr rami_bot_move_json(IntPtr game, byte[] bot, ulong seed);

        // Symbol version RAMI_C_1.2: a library without them fails at the first Bot (EntryPointNotFoundException).
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int rami_bot_new(byte[] bot, ulong seed, out IntPtr handle);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern IntPtr rami_bot_move(IntPtr bot, IntPtr game);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern void rami_bot_free(IntPtr bot);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern IntPtr rami_meld_json(byte[] rules, byte[] cards);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        internal static extern IntPtr rami_best_json(byte[] rules, byte[] cards, int opened);
    }
}
