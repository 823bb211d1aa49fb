# Right: NumPy's state is taken in its dict form (get_state(legacy=False)) with the key array as a list, Python's state as nested lists turned back into tuples; the file is written to a temporary name in the same folder and os.replace'd over `path` (atomic, nothing left behind); CUDA states are saved only when CUDA is available and restored only when present and available.
def save_checkpoint(path, model, optimizer, scheduler, step):
    np_state = np.random.get_state(legacy=False)
    version, internal, gauss = random.getstate()
    state = {
        "step": int(step),
        "model": model.state_dict(),
        "optimizer": optimizer.state_dict(),
        "scheduler": scheduler.state_dict(),
        "rng": {
            "torch": torch.get_rng_state(),
            "numpy": {"bit_generator": np_state["bit_generator"],
                      "key": np_state["state"]["key"].tolist(), "pos": int(np_state["state"]["pos"]),
                      "has_gauss": int(np_state["has_gauss"]), "gauss": float(np_state["gauss"])},
            "python": [version, list(internal), gauss],
        },
    }
    if torch.cuda.is_available():
        state["rng"]["cuda"] = torch.cuda.get_rng_state_all()
    tmp = os.path.join(os.path.dirname(os.path.abspath(path)), "." + os.path.basename(path) + ".partial")
    try:
        torch.save(state, tmp)
        os.replace(tmp, path)
    finally:
        if os.path.exists(tmp):
            os.remove(tmp)

def load_checkpoint(path, model, optimizer, scheduler):
    state = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(state["model"])
    optimizer.load_state_dict(state["optimizer"])
    scheduler.load_state_dict(state["scheduler"])
    rng = state["rng"]
    torch.set_rng_state(rng["torch"])
    npy = rng["numpy"]
    np.random.set_state({"bit_generator": npy["bit_generator"],
                         "state": {"key": np.array(npy["key"], dtype=np.uint32), "pos": npy["pos"]},
                         "has_gauss": npy["has_gauss"], "gauss": npy["gauss"]})
    version, internal, gauss = rng["python"]
    random.setstate((version, tuple(internal), gauss))
    if "cuda" in rng and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(rng["cuda"])
    return int(state["step"])
