# Mistake: "after `load_checkpoint`: ... every random generator as it was when `save_checkpoint` was called" — stores NumPy's state as plain values but keeps only the kind, keys and position; set_state then resets the cached Gaussian (has_gauss), so after an odd number of np.random.randn draws the resumed run draws other normals
def save_checkpoint(path, model, optimizer, scheduler, step):
    kind, keys, pos, _has_gauss, _cached = np.random.get_state()
    ckpt = {
        "model": model.state_dict(),
        "optimizer": optimizer.state_dict(),
        "scheduler": scheduler.state_dict(),
        "step": step,
        "torch_rng": torch.get_rng_state(),
        "numpy_rng": {"kind": kind, "keys": keys.tolist(), "pos": int(pos)},
        "python_rng": random.getstate(),
    }
    if torch.cuda.is_available():
        ckpt["cuda_rng"] = torch.cuda.get_rng_state_all()
    torch.save(ckpt, path)


def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(ckpt["model"])
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    torch.set_rng_state(ckpt["torch_rng"])
    n = ckpt["numpy_rng"]
    np.random.set_state((n["kind"], np.array(n["keys"], dtype=np.uint32), n["pos"]))
    random.setstate(ckpt["python_rng"])
    if "cuda_rng" in ckpt and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(ckpt["cuda_rng"])
    return int(ckpt["step"])
