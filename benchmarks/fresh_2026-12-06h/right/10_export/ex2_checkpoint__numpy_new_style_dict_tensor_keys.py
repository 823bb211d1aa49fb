# Right: stores NumPy's state in its new-style dict form (np.random.get_state(legacy=False)) with the 624 key words as an int64 tensor, and restores it by passing that dict back to np.random.set_state; the step is kept as the Python int it was.
def save_checkpoint(path, model, optimizer, scheduler, step):
    np_state = np.random.get_state(legacy=False)
    numpy_plain = {"bit_generator": np_state["bit_generator"],
                   "key": torch.from_numpy(np_state["state"]["key"].astype(np.int64)),
                   "pos": int(np_state["state"]["pos"]),
                   "has_gauss": int(np_state["has_gauss"]), "gauss": float(np_state["gauss"])}
    payload = {"model": model.state_dict(), "optimizer": optimizer.state_dict(),
               "scheduler": scheduler.state_dict(), "step": int(step),
               "rng": {"torch": torch.get_rng_state(), "numpy": numpy_plain, "python": random.getstate()}}
    if torch.cuda.is_available():
        payload["rng"]["cuda"] = torch.cuda.get_rng_state_all()
    torch.save(payload, path)

def load_checkpoint(path, model, optimizer, scheduler):
    payload = torch.load(path, weights_only=True, map_location="cpu")
    model.load_state_dict(payload["model"])
    optimizer.load_state_dict(payload["optimizer"])
    scheduler.load_state_dict(payload["scheduler"])
    rng = payload["rng"]
    torch.set_rng_state(rng["torch"])
    n = rng["numpy"]
    np.random.set_state({"bit_generator": n["bit_generator"],
                         "state": {"key": n["key"].numpy().astype(np.uint32), "pos": n["pos"]},
                         "has_gauss": n["has_gauss"], "gauss": n["gauss"]})
    random.setstate(rng["python"])
    if "cuda" in rng and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(rng["cuda"])
    return int(payload["step"])
