using System;
using System.Runtime.InteropServices;

namespace Rami
{
    /// <summary>Owns one <c>rami_bot*</c>: released once, by <see cref="Bot.Dispose"/> or by the
    /// finalizer, with rami_bot_free.</summary>
    public sealed class BotHandle : SafeHandle
    {
        internal BotHandle(IntPtr bot) : base(IntPtr.Zero, true)
        {
            SetHandle(bot);
        }

        /// <summary>True when no bot is held (NULL).</summary>
        public override bool IsInvalid
        {
            get { return handle == IntPtr.Zero; }
        }

        /// <summary>Frees the bot with rami_bot_free.</summary>
        protected override bool ReleaseHandle()
        {
            NativeMethods.rami_bot_free(handle);
            return true;
        }
    }
}
