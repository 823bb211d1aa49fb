# Right: NumPy's state taken with get_state(legacy=False) (a nested dict) and its key array stored as an int64 tensor; the file is written to a temporary name in the same folder and os.replace'd over path; the CUDA pair as the prompt says.
def _numpy_state_plain():
    s = np.random.get_state(legacy=False)
    return {"bit_generator": s["bit_generator"],
            "key": torch.from_numpy(s["state"]["key"].astype(np.int64)),
            "pos": int(s["state"]["pos"]), "has_gauss": int(s["has_gauss"]), "gauss": float(s["gauss"])}

def _numpy_state_restore(p):
    np.random.set_state({"bit_generator": p["bit_generator"],
                         "state": {"key": p["key"].numpy().astype(np.uint32), "pos": p["pos"]},
                         "has_gauss": p["has_gauss"], "gauss": p["gauss"]})

def save_checkpoint(path, model, optimizer, scheduler, step):
    state = {"model": model.state_dict(), "optimizer": optimizer.state_dict(),
             "scheduler": scheduler.state_dict(), "step": step,
             "rng": {"torch": torch.get_rng_state(), "numpy": _numpy_state_plain(),
                     "python": random.getstate()}}
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
    _numpy_state_restore(rng["numpy"])
    random.setstate(rng["python"])
    if "cuda" in rng and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(rng["cuda"])
    return int(state["step"])
