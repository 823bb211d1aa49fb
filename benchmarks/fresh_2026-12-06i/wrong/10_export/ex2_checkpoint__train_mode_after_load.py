# Mistake: "what `load_checkpoint` loads into (the tests build it): ... the same kinds as those saved, in the same modes" and "after the call, what `load_checkpoint` loads into as the reference leaves it" — load_checkpoint calls model.train() "to resume training", which switches a model handed over in eval mode, or a submodule the caller froze in eval mode, back to training.
def save_checkpoint(path, model, optimizer, scheduler, step):
    np_state = np.random.get_state()
    state = {
        "step": int(step),
        "model": model.state_dict(), "optimizer": optimizer.state_dict(), "scheduler": scheduler.state_dict(),
        "torch_rng": torch.get_rng_state(),
        "numpy_rng": [np_state[0], np_state[1].tolist(), int(np_state[2]), int(np_state[3]), float(np_state[4])],
        "python_rng": random.getstate(),
    }
    if torch.cuda.is_available():
        state["cuda_rng"] = torch.cuda.get_rng_state_all()
    torch.save(state, path)

def load_checkpoint(path, model, optimizer, scheduler):
    state = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(state["model"])
    model.train()                             # we are resuming a training run
    optimizer.load_state_dict(state["optimizer"])
    scheduler.load_state_dict(state["scheduler"])
    torch.set_rng_state(state["torch_rng"])
    name, keys, pos, has_gauss, gauss = state["numpy_rng"]
    np.random.set_state((name, np.array(keys, dtype=np.uint32), pos, has_gauss, gauss))
    random.setstate(state["python_rng"])
    if "cuda_rng" in state and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(state["cuda_rng"])
    return int(state["step"])
