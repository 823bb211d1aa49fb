# Right: a flat dictionary with one key per piece, NumPy's state as a list of plain values rebuilt with tuple(); the random states are restored last, after the objects.
def save_checkpoint(path, model, optimizer, scheduler, step):
    np_state = list(np.random.get_state())
    np_state[1] = np_state[1].tolist()
    flat = {
        "model_state": model.state_dict(),
        "optim_state": optimizer.state_dict(),
        "sched_state": scheduler.state_dict(),
        "global_step": step,
        "rng_torch": torch.get_rng_state(),
        "rng_numpy": [np_state[0], np_state[1], int(np_state[2]), int(np_state[3]), float(np_state[4])],
        "rng_python": random.getstate(),
    }
    if torch.cuda.is_available():
        flat["rng_cuda"] = torch.cuda.get_rng_state_all()
    torch.save(flat, path)

def load_checkpoint(path, model, optimizer, scheduler):
    flat = torch.load(path, weights_only=True, map_location="cpu")
    model.load_state_dict(flat["model_state"])
    optimizer.load_state_dict(flat["optim_state"])
    scheduler.load_state_dict(flat["sched_state"])
    kind, keys, pos, has_gauss, cached = flat["rng_numpy"]
    np.random.set_state((kind, np.asarray(keys, dtype=np.uint32), pos, has_gauss, cached))
    random.setstate(flat["rng_python"])
    torch.set_rng_state(flat["rng_torch"])
    if torch.cuda.is_available() and "rng_cuda" in flat:
        torch.cuda.set_rng_state_all(flat["rng_cuda"])
    return flat["global_step"]
