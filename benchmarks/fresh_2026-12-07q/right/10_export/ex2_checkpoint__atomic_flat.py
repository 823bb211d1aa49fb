# Right: writes through a temporary file in the same folder and os.replace()s it onto path, stores NumPy's keys as a uint32-compatible int64 tensor and the Python state as nested lists, and restores the generators after the objects.
import os as _os

def save_checkpoint(path, model, optimizer, scheduler, step):
    name, keys, pos, has_gauss, cached = np.random.get_state()
    version, internal, gauss_next = random.getstate()
    ckpt = {
        "model": model.state_dict(), "optimizer": optimizer.state_dict(), "scheduler": scheduler.state_dict(),
        "step": int(step),
        "rng": {"torch": torch.get_rng_state(),
                "numpy": {"name": str(name), "keys": torch.from_numpy(keys.astype(np.int64)), "pos": int(pos),
                          "has_gauss": int(has_gauss), "cached": float(cached)},
                "python": [version, list(internal), gauss_next]},
    }
    if torch.cuda.is_available():
        ckpt["rng"]["cuda"] = torch.cuda.get_rng_state_all()
    tmp = f"{path}.partial"
    torch.save(ckpt, tmp)
    _os.replace(tmp, path)

def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(ckpt["model"])
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    rng = ckpt["rng"]
    torch.set_rng_state(rng["torch"])
    n = rng["numpy"]
    np.random.set_state((n["name"], n["keys"].numpy().astype(np.uint32), n["pos"], n["has_gauss"], n["cached"]))
    version, internal, gauss_next = rng["python"]
    random.setstate((version, tuple(internal), gauss_next))
    if "cuda" in rng and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(rng["cuda"])
    return int(ckpt["step"])
