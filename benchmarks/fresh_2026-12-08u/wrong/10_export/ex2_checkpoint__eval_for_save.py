# Mistake: "Saving must change nothing: not the model" — it switches the model to eval() to save and back with model.train(was_training), so a model saved while training with one submodule in eval mode comes back with that submodule in training mode.
def _np_plain():
    s = np.random.get_state()
    return {"kind": s[0], "keys": s[1].tolist(), "pos": int(s[2]), "has_gauss": int(s[3]), "gauss": float(s[4])}

def save_checkpoint(path, model, optimizer, scheduler, step):
    was_training = model.training
    model.eval()                         # save a clean, inference-ready state
    try:
        state = {"model": model.state_dict(), "optimizer": optimizer.state_dict(),
                 "scheduler": scheduler.state_dict(), "step": step,
                 "torch_rng": torch.get_rng_state(), "numpy_rng": _np_plain(),
                 "python_rng": random.getstate()}
        if torch.cuda.is_available():
            state["cuda_rng"] = torch.cuda.get_rng_state_all()
        torch.save(state, path)
    finally:
        model.train(was_training)

def load_checkpoint(path, model, optimizer, scheduler):
    state = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(state["model"])
    optimizer.load_state_dict(state["optimizer"])
    scheduler.load_state_dict(state["scheduler"])
    torch.set_rng_state(state["torch_rng"])
    n = state["numpy_rng"]
    np.random.set_state((n["kind"], np.array(n["keys"], dtype=np.uint32), n["pos"], n["has_gauss"], n["gauss"]))
    random.setstate(state["python_rng"])
    if "cuda_rng" in state and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(state["cuda_rng"])
    return state["step"]
