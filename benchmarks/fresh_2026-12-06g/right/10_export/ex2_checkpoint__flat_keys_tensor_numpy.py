# Right: a flat dict: NumPy's key array stored as an int64 tensor (exact for uint32 values) with its position and cached Gaussian as Python int/float, Python's state as its tuple (weights_only loads tuples, ints, None and floats), torch's state tensor, and CUDA's list when available; load restores objects then generators and returns int(step)
def save_checkpoint(path, model, optimizer, scheduler, step):
    _, np_keys, np_pos, np_has_gauss, np_cached = np.random.get_state()
    blob = {
        "model_state": model.state_dict(),
        "optimizer_state": optimizer.state_dict(),
        "scheduler_state": scheduler.state_dict(),
        "step": int(step),
        "rng_torch": torch.get_rng_state(),
        "rng_numpy_keys": torch.from_numpy(np_keys.astype(np.int64)),
        "rng_numpy_pos": int(np_pos),
        "rng_numpy_has_gauss": int(np_has_gauss),
        "rng_numpy_cached": float(np_cached),
        "rng_python": random.getstate(),
    }
    if torch.cuda.is_available():
        blob["rng_cuda"] = torch.cuda.get_rng_state_all()
    torch.save(blob, path)


def load_checkpoint(path, model, optimizer, scheduler):
    blob = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(blob["model_state"])
    optimizer.load_state_dict(blob["optimizer_state"])
    scheduler.load_state_dict(blob["scheduler_state"])
    torch.set_rng_state(blob["rng_torch"])
    np.random.set_state(("MT19937", blob["rng_numpy_keys"].numpy().astype(np.uint32), blob["rng_numpy_pos"],
                         blob["rng_numpy_has_gauss"], blob["rng_numpy_cached"]))
    random.setstate(blob["rng_python"])
    if "rng_cuda" in blob and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(blob["rng_cuda"])
    return int(blob["step"])
