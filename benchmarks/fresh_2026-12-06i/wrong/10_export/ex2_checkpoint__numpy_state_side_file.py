# Mistake: "`save_checkpoint(path, ...)`: one `torch.save` of everything a resume needs" and "it writes the one file `path`" — NumPy's random state goes to a second file `<path>.npy` written with np.save (so the torch file stays weights_only-safe), leaving an extra file beside the checkpoint and a checkpoint that cannot be resumed from `path` alone.
def save_checkpoint(path, model, optimizer, scheduler, step):
    name, keys, pos, has_gauss, gauss = np.random.get_state()
    np.save(path + ".npy", keys)              # the array itself, beside the checkpoint
    state = {
        "step": int(step),
        "model": model.state_dict(), "optimizer": optimizer.state_dict(), "scheduler": scheduler.state_dict(),
        "torch_rng": torch.get_rng_state(), "numpy_rest": [name, int(pos), int(has_gauss), float(gauss)],
        "python_rng": random.getstate(),
    }
    if torch.cuda.is_available():
        state["cuda_rng"] = torch.cuda.get_rng_state_all()
    torch.save(state, path)

def load_checkpoint(path, model, optimizer, scheduler):
    state = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(state["model"])
    optimizer.load_state_dict(state["optimizer"])
    scheduler.load_state_dict(state["scheduler"])
    torch.set_rng_state(state["torch_rng"])
    name, pos, has_gauss, gauss = state["numpy_rest"]
    np.random.set_state((name, np.load(path + ".npy"), pos, has_gauss, gauss))
    random.setstate(state["python_rng"])
    if "cuda_rng" in state and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(state["cuda_rng"])
    return int(state["step"])
