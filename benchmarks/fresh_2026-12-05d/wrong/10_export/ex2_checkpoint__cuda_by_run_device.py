# Mistake: "add the CUDA ones, `torch.cuda.get_rng_state_all()`, when `torch.cuda.is_available()`" — decides by the notebook's run.device (as section 3's capture() does) instead of torch.cuda.is_available(), so where CUDA is available but run.device is not cuda the CUDA generators are neither saved nor restored
def save_checkpoint(path, model, optimizer, scheduler, step):
    s = np.random.get_state()
    ckpt = {
        "model": model.state_dict(), "optimizer": optimizer.state_dict(), "scheduler": scheduler.state_dict(),
        "step": step, "torch_rng": torch.get_rng_state(),
        "numpy_rng": [s[0], s[1].tolist(), s[2], s[3], s[4]], "python_rng": random.getstate(),
    }
    if run.device.type == "cuda":
        ckpt["cuda_rng"] = torch.cuda.get_rng_state_all()
    torch.save(ckpt, path)


def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(ckpt["model"])
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    torch.set_rng_state(ckpt["torch_rng"])
    kind, keys, pos, has_gauss, cached = ckpt["numpy_rng"]
    np.random.set_state((kind, np.array(keys, dtype=np.uint32), pos, has_gauss, cached))
    random.setstate(ckpt["python_rng"])
    if "cuda_rng" in ckpt and run.device.type == "cuda":
        torch.cuda.set_rng_state_all(ckpt["cuda_rng"])
    return ckpt["step"]
