# Right: a flat dict with one key per part, NumPy's state as its five fields, the CUDA states under a key written only when CUDA is available, and the step returned through int().
def save_checkpoint(path, model, optimizer, scheduler, step):
    kind, keys, pos, has_gauss, cached = np.random.get_state()
    payload = {
        "step": int(step),
        "model_state": model.state_dict(),
        "optim_state": optimizer.state_dict(),
        "sched_state": scheduler.state_dict(),
        "rng_torch": torch.get_rng_state(),
        "rng_numpy_kind": str(kind),
        "rng_numpy_keys": torch.from_numpy(keys.astype(np.int64)),
        "rng_numpy_pos": int(pos),
        "rng_numpy_has_gauss": int(has_gauss),
        "rng_numpy_cached": float(cached),
        "rng_python": random.getstate(),
    }
    if torch.cuda.is_available():
        payload["rng_cuda"] = torch.cuda.get_rng_state_all()
    torch.save(payload, path)

def load_checkpoint(path, model, optimizer, scheduler):
    p = torch.load(path, weights_only=True, map_location="cpu")
    model.load_state_dict(p["model_state"])
    optimizer.load_state_dict(p["optim_state"])
    scheduler.load_state_dict(p["sched_state"])
    torch.set_rng_state(p["rng_torch"])
    np.random.set_state((p["rng_numpy_kind"], p["rng_numpy_keys"].numpy().astype(np.uint32),
                         p["rng_numpy_pos"], p["rng_numpy_has_gauss"], p["rng_numpy_cached"]))
    random.setstate(p["rng_python"])
    if "rng_cuda" in p and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(p["rng_cuda"])
    return int(p["step"])
