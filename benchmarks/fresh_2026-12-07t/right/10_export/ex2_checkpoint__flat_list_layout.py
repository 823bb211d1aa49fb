# Right: a flat layout with NumPy's state as a plain list (keys via .tolist()), written through an open file object, the CPU/CUDA random states restored with torch.random.set_rng_state and set_rng_state_all after the objects.
def save_checkpoint(path, model, optimizer, scheduler, step):
    np_state = list(np.random.get_state())
    np_state[1] = np_state[1].tolist()
    np_state[2], np_state[3], np_state[4] = int(np_state[2]), int(np_state[3]), float(np_state[4])
    flat = {
        "step": step,
        "model_state": model.state_dict(),
        "optimizer_state": optimizer.state_dict(),
        "scheduler_state": scheduler.state_dict(),
        "torch_rng_state": torch.random.get_rng_state(),
        "numpy_rng_state": np_state,
        "python_rng_state": random.getstate(),
    }
    if torch.cuda.is_available():
        flat["cuda_rng_states"] = torch.cuda.get_rng_state_all()
    with open(path, "wb") as f:
        torch.save(flat, f)

def load_checkpoint(path, model, optimizer, scheduler):
    with open(path, "rb") as f:
        flat = torch.load(f, map_location="cpu", weights_only=True)
    model.load_state_dict(flat["model_state"])
    optimizer.load_state_dict(flat["optimizer_state"])
    scheduler.load_state_dict(flat["scheduler_state"])
    np_state = list(flat["numpy_rng_state"])
    np_state[1] = np.asarray(np_state[1], dtype=np.uint32)
    np.random.set_state(tuple(np_state))
    random.setstate(flat["python_rng_state"])
    torch.random.set_rng_state(flat["torch_rng_state"])
    if "cuda_rng_states" in flat and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(flat["cuda_rng_states"])
    return flat["step"]
