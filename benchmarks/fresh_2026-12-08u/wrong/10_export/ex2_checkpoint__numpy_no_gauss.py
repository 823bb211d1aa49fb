# Mistake: "every random generator as it was when save_checkpoint was called" — NumPy's state is saved as (kind, keys, pos) only, dropping has_gauss/cached_gaussian; when the caller had drawn an odd number of np.random.randn/normal values before saving, the restored NumPy state differs (has_gauss 0 instead of 1) and the next normal draw differs.
def save_checkpoint(path, model, optimizer, scheduler, step):
    kind, keys, pos = np.random.get_state()[:3]
    state = {"model": model.state_dict(), "optimizer": optimizer.state_dict(),
             "scheduler": scheduler.state_dict(), "step": step,
             "torch_rng": torch.get_rng_state(),
             "numpy_rng": {"kind": kind, "keys": keys.tolist(), "pos": int(pos)},
             "python_rng": random.getstate()}
    if torch.cuda.is_available():
        state["cuda_rng"] = torch.cuda.get_rng_state_all()
    torch.save(state, path)

def load_checkpoint(path, model, optimizer, scheduler):
    state = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(state["model"])
    optimizer.load_state_dict(state["optimizer"])
    scheduler.load_state_dict(state["scheduler"])
    torch.set_rng_state(state["torch_rng"])
    np_state = state["numpy_rng"]
    np.random.set_state((np_state["kind"], np.array(np_state["keys"], dtype=np.uint32), np_state["pos"]))
    random.setstate(state["python_rng"])
    if "cuda_rng" in state and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(state["cuda_rng"])
    return state["step"]
