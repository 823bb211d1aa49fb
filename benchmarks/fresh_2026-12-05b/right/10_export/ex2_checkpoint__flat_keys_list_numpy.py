# Right: one dict with flat keys; NumPy's legacy state stored as a tuple of plain Python values (the key array as a list of ints); CUDA states saved/restored only when available; safe load on the CPU.
def save_checkpoint(path, model, optimizer, scheduler, step):
    name, keys, pos, has_gauss, cached = np.random.get_state()
    checkpoint = {
        "model": model.state_dict(),
        "optimizer": optimizer.state_dict(),
        "scheduler": scheduler.state_dict(),
        "step": step,
        "rng_torch": torch.get_rng_state(),
        "rng_numpy": (str(name), [int(k) for k in keys], int(pos), int(has_gauss), float(cached)),
        "rng_python": random.getstate(),
    }
    if torch.cuda.is_available():
        checkpoint["rng_cuda"] = torch.cuda.get_rng_state_all()
    torch.save(checkpoint, path)

def load_checkpoint(path, model, optimizer, scheduler):
    checkpoint = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(checkpoint["model"])
    optimizer.load_state_dict(checkpoint["optimizer"])
    scheduler.load_state_dict(checkpoint["scheduler"])
    torch.set_rng_state(checkpoint["rng_torch"])
    name, keys, pos, has_gauss, cached = checkpoint["rng_numpy"]
    np.random.set_state((name, np.array(keys, dtype=np.uint32), pos, has_gauss, cached))
    version, internal, gauss = checkpoint["rng_python"]
    random.setstate((version, tuple(internal), gauss))
    if "rng_cuda" in checkpoint and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(checkpoint["rng_cuda"])
    return checkpoint["step"]
