# Right: a flat dictionary with NumPy's five fields stored as separate plain entries (keys as a uint32->int list), loads opened from a file object, random states restored before the objects (loading state_dicts draws no random numbers), step stored and returned as an int.
def save_checkpoint(path, model, optimizer, scheduler, step):
    kind, keys, pos, has_gauss, gauss = np.random.get_state()
    ckpt = {
        "np_kind": str(kind), "np_keys": [int(k) for k in keys], "np_pos": int(pos),
        "np_has_gauss": int(has_gauss), "np_gauss": float(gauss),
        "py_rng": random.getstate(), "torch_rng": torch.get_rng_state(),
        "cuda_rngs": torch.cuda.get_rng_state_all() if torch.cuda.is_available() else None,
        "model": model.state_dict(), "optimizer": optimizer.state_dict(),
        "scheduler": scheduler.state_dict(), "step": int(step),
    }
    with open(path, "wb") as f:
        torch.save(ckpt, f)

def load_checkpoint(path, model, optimizer, scheduler):
    with open(path, "rb") as f:
        ckpt = torch.load(f, map_location="cpu", weights_only=True)
    torch.set_rng_state(ckpt["torch_rng"])
    np.random.set_state((ckpt["np_kind"], np.asarray(ckpt["np_keys"], dtype=np.uint32), ckpt["np_pos"],
                         ckpt["np_has_gauss"], ckpt["np_gauss"]))
    random.setstate(ckpt["py_rng"])
    if ckpt["cuda_rngs"] is not None and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(ckpt["cuda_rngs"])
    model.load_state_dict(ckpt["model"])
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    return ckpt["step"]
