# Right: every random state is stored as tensors (NumPy's key as an int64 tensor plus a small float64 tensor for pos/has_gauss/gauss, Python's internal state as an int64 tensor), the step as a Python int; the model's state_dict is cloned to CPU tensors before saving and the file is written through an open file handle that is closed.
_NP_NAME = "MT19937"

def save_checkpoint(path, model, optimizer, scheduler, step):
    name, keys, pos, has_gauss, gauss = np.random.get_state()
    version, internal, py_gauss = random.getstate()
    state = {
        "step": int(step),
        "model": {k: v.detach().cpu().clone() for k, v in model.state_dict().items()},
        "optimizer": optimizer.state_dict(),
        "scheduler": scheduler.state_dict(),
        "torch_rng": torch.get_rng_state(),
        "np_name": str(name),
        "np_keys": torch.from_numpy(keys.astype(np.int64)),
        "np_rest": torch.tensor([float(pos), float(has_gauss), float(gauss)], dtype=torch.float64),
        "py_version": int(version),
        "py_internal": torch.tensor(internal, dtype=torch.int64),
        "py_gauss": py_gauss,
    }
    if torch.cuda.is_available():
        state["cuda_rng"] = torch.cuda.get_rng_state_all()
    with open(path, "wb") as f:
        torch.save(state, f)

def load_checkpoint(path, model, optimizer, scheduler):
    with open(path, "rb") as f:
        state = torch.load(f, map_location="cpu", weights_only=True)
    model.load_state_dict(state["model"])
    optimizer.load_state_dict(state["optimizer"])
    scheduler.load_state_dict(state["scheduler"])
    torch.set_rng_state(state["torch_rng"])
    pos, has_gauss, gauss = state["np_rest"].tolist()
    np.random.set_state((state["np_name"], state["np_keys"].numpy().astype(np.uint32), int(pos), int(has_gauss), gauss))
    random.setstate((state["py_version"], tuple(int(v) for v in state["py_internal"].tolist()), state["py_gauss"]))
    if "cuda_rng" in state and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(state["cuda_rng"])
    return int(state["step"])
