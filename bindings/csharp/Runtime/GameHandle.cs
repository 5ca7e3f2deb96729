using System;
using System.Runtime.InteropServices;

namespace Rami
{
    /// <summary>
    /// Owns one <c>rami_game*</c>: released once, by <see cref="Game.Dispose"/> or by the
    /// finalizer, with rami_game_free. The P/Invoke declarations take a plain IntPtr (blittable);
    /// <see cref="Game"/> pins the handle with DangerousAddRef around each call so that a
    /// concurrent Dispose never frees it under the library's feet.
    /// </summary>
    public sealed class GameHandle : SafeHandle
    {
        internal GameHandle(IntPtr game) : base(IntPtr.Zero, true)
        {
            SetHandle(game);
        }

        /// <summary>True when no game is held (NULL).</summary>
        public override bool IsInvalid
        {
            get { return handle == IntPtr.Zero; }
        }

        /// <summary>Frees the game with rami_game_free.</summary>
        protected override bool ReleaseHandle()
        {
            NativeMethods.rami_game_free(handle);
            return true;
        }
    }
}
