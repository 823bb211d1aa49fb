# Mistake: "one `torch.save` of everything a resume needs ... it writes the one file `path`": NumPy's state goes to a second file beside it with np.save (so the .pt loads with weights_only=True), so the checkpoint is two files and copying `path` alone loses NumPy's generator.
def save_checkpoint(path, model, optimizer, scheduler, step):
    state = {"model": model.state_dict(), "optimizer": optimizer.state_dict(),
             "scheduler": scheduler.state_dict(), "step": step,
             "torch_rng": torch.get_rng_state(), "python_rng": random.getstate()}
    if torch.cuda.is_available():
        state["cuda_rng"] = torch.cuda.get_rng_state_all()
    torch.save(state, path)
    np.save(path + ".numpy_rng.npy", np.array(np.random.get_state(), dtype=object), allow_pickle=True)

def load_checkpoint(path, model, optimizer, scheduler):
    state = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(state["model"])
    optimizer.load_state_dict(state["optimizer"])
    scheduler.load_state_dict(state["scheduler"])
    torch.set_rng_state(state["torch_rng"])
    np.random.set_state(tuple(np.load(path + ".numpy_rng.npy", allow_pickle=True)))
    random.setstate(state["python_rng"])
    if "cuda_rng" in state and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(state["cuda_rng"])
    return state["step"]
