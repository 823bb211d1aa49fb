# Mistake: "every random generator as it was when save_checkpoint was called" - stores only NumPy's (name, keys, pos) and restores a 3-tuple, which resets has_gauss/cached_gaussian, so after an odd number of np.random.randn draws the restored NumPy stream differs.
def save_checkpoint(path, model, optimizer, scheduler, step):
    name, keys, pos = np.random.get_state()[:3]
    ckpt = {"model": model.state_dict(), "optimizer": optimizer.state_dict(),
            "scheduler": scheduler.state_dict(), "step": step,
            "torch_rng": torch.get_rng_state(), "numpy_rng": [name, keys.tolist(), int(pos)],
            "python_rng": random.getstate()}
    if torch.cuda.is_available():
        ckpt["cuda_rng"] = torch.cuda.get_rng_state_all()
    torch.save(ckpt, path)

def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(ckpt["model"])
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    torch.set_rng_state(ckpt["torch_rng"])
    name, keys, pos = ckpt["numpy_rng"]
    np.random.set_state((name, np.array(keys, dtype=np.uint32), pos))
    random.setstate(ckpt["python_rng"])
    if "cuda_rng" in ckpt and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(ckpt["cuda_rng"])
    return ckpt["step"]
