# Right: NumPy's state taken with get_state(legacy=False) (a dict) and its key array turned into a list; restored with set_state(dict); the random states are restored before the objects.
def save_checkpoint(path, model, optimizer, scheduler, step):
    np_state = np.random.get_state(legacy=False)
    np_plain = {"bit_generator": np_state["bit_generator"],
                "state": {"key": np_state["state"]["key"].tolist(), "pos": int(np_state["state"]["pos"])},
                "has_gauss": int(np_state["has_gauss"]), "gauss": float(np_state["gauss"])}
    rng = {"torch": torch.get_rng_state(), "numpy": np_plain, "python": random.getstate()}
    if torch.cuda.is_available():
        rng["cuda"] = torch.cuda.get_rng_state_all()
    torch.save({"step": step, "model": model.state_dict(), "optimizer": optimizer.state_dict(),
                "scheduler": scheduler.state_dict(), "rng": rng}, path)

def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, map_location="cpu", weights_only=True)
    rng = ckpt["rng"]
    torch.set_rng_state(rng["torch"])
    npd = rng["numpy"]
    np.random.set_state({"bit_generator": npd["bit_generator"],
                         "state": {"key": np.asarray(npd["state"]["key"], dtype=np.uint32),
                                   "pos": npd["state"]["pos"]},
                         "has_gauss": npd["has_gauss"], "gauss": npd["gauss"]})
    random.setstate(rng["python"])
    if rng.get("cuda") is not None and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(rng["cuda"])
    model.load_state_dict(ckpt["model"])
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    return ckpt["step"]
