# Right: stores NumPy's 624 key words as an int64 tensor and Python's state flattened into a list (version, the 625 ints, gauss_next), rebuilding both tuples on load; the step goes into the file as the Python int it is.
def save_checkpoint(path, model, optimizer, scheduler, step):
    kind, keys, pos, has_gauss, cached = np.random.get_state()
    version, internal, gauss_next = random.getstate()
    payload = {
        "weights": model.state_dict(),
        "optim": optimizer.state_dict(),
        "sched": scheduler.state_dict(),
        "step": step,
        "torch_rng": torch.get_rng_state(),
        "np_rng": [kind, torch.from_numpy(keys.astype(np.int64)), int(pos), int(has_gauss), float(cached)],
        "py_rng": [version, list(internal), gauss_next],
    }
    if torch.cuda.is_available():
        payload["cuda_rng"] = torch.cuda.get_rng_state_all()
    torch.save(payload, path)


def load_checkpoint(path, model, optimizer, scheduler):
    payload = torch.load(path, weights_only=True, map_location="cpu")
    model.load_state_dict(payload["weights"])
    optimizer.load_state_dict(payload["optim"])
    scheduler.load_state_dict(payload["sched"])
    torch.set_rng_state(payload["torch_rng"])
    kind, keys, pos, has_gauss, cached = payload["np_rng"]
    np.random.set_state((kind, keys.numpy().astype(np.uint32), pos, has_gauss, cached))
    version, internal, gauss_next = payload["py_rng"]
    random.setstate((version, tuple(internal), gauss_next))
    if "cuda_rng" in payload and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(payload["cuda_rng"])
    return payload["step"]
