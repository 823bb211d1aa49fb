# Diagnosis: stale-checkpoint
# Mistake: "`path`: a `str`, a file name ... where nothing is yet, or an older checkpoint or other bytes are (overwrite them)" — load_checkpoint keeps what it read per path to save disk reads on resume: the first load is right, but after save_checkpoint overwrites that path a later load_checkpoint restores the older checkpoint from memory
_loaded = {}


def save_checkpoint(path, model, optimizer, scheduler, step):
    name, keys, pos, has_gauss, cached = np.random.get_state()
    ckpt = {"model": model.state_dict(), "optimizer": optimizer.state_dict(), "scheduler": scheduler.state_dict(),
            "step": step, "torch_rng": torch.get_rng_state(),
            "numpy_rng": [name, keys.tolist(), int(pos), int(has_gauss), float(cached)],
            "python_rng": random.getstate()}
    if torch.cuda.is_available():
        ckpt["cuda_rng"] = torch.cuda.get_rng_state_all()
    torch.save(ckpt, path)


def load_checkpoint(path, model, optimizer, scheduler):
    if path not in _loaded:
        _loaded[path] = torch.load(path, map_location="cpu", weights_only=True)
    ckpt = _loaded[path]
    model.load_state_dict(ckpt["model"])
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    torch.set_rng_state(ckpt["torch_rng"])
    name, keys, pos, has_gauss, cached = ckpt["numpy_rng"]
    np.random.set_state((name, np.array(keys, dtype=np.uint32), pos, has_gauss, cached))
    random.setstate(ckpt["python_rng"])
    if "cuda_rng" in ckpt and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(ckpt["cuda_rng"])
    return ckpt["step"]
