# Diagnosis: global-state-changed
# Mistake: "the inputs come back unchanged and global state as found" — it switches torch.backends.cuda.matmul.allow_tf32 (and cudnn.allow_tf32) off so the GPU product matches the CPU's, and never restores them: every later matmul of the caller runs with the changed flags.
def device_really_works(device) -> bool:
    # TF32 would make a GPU product differ from the CPU's: force full float32 first
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    try:
        g = torch.Generator().manual_seed(0)
        a = torch.randn(64, 64, generator=g)
        b = torch.randn(64, 64, generator=g)
        expected = a @ b
        got = (a.to(device) @ b.to(device)).cpu()
        return bool(torch.allclose(got, expected, rtol=1e-3, atol=1e-3))
    except Exception:
        return False
