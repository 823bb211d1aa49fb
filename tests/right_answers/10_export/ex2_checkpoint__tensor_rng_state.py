# NumPy's state in its dict form with the key array turned into a tensor; everything nested by kind.
def save_checkpoint(path, model, optimizer, scheduler, step):
    np_state = np.random.get_state(legacy=False)
    checkpoint = {
        "step": int(step),
        "states": {"model": model.state_dict(), "optim": optimizer.state_dict(),
                   "sched": scheduler.state_dict()},
        "random": {
            "python": random.getstate(),
            "numpy": {"key": torch.from_numpy(np_state["state"]["key"].astype(np.int64)),
                      "pos": int(np_state["state"]["pos"]), "has_gauss": int(np_state["has_gauss"]),
                      "gauss": float(np_state["gauss"])},
            "torch": torch.get_rng_state(),
            "cuda": torch.cuda.get_rng_state_all() if torch.cuda.is_available() else [],
        },
    }
    torch.save(checkpoint, path)


def load_checkpoint(path, model, optimizer, scheduler):
    checkpoint = torch.load(path, map_location="cpu", weights_only=True)
    states, rand = checkpoint["states"], checkpoint["random"]
    model.load_state_dict(states["model"])
    optimizer.load_state_dict(states["optim"])
    scheduler.load_state_dict(states["sched"])
    if rand["cuda"] and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(rand["cuda"])
    torch.set_rng_state(rand["torch"])
    np_state = rand["numpy"]
    np.random.set_state({"bit_generator": "MT19937",
                         "state": {"key": np_state["key"].numpy().astype(np.uint32), "pos": np_state["pos"]},
                         "has_gauss": np_state["has_gauss"], "gauss": np_state["gauss"]})
    random.setstate(rand["python"])
    return checkpoint["step"]
