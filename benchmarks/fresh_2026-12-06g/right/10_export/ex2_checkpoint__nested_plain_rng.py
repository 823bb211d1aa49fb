# Right: one torch.save of a nested dict in which every random state is plain (NumPy's as name + list of ints + ints + float, Python's as version + list + gauss_next, torch's as the uint8 tensor, CUDA's as a list of tensors when available); loading with weights_only=True and map_location="cpu", restoring model, optimizer, scheduler, then each generator, and returning the step as int
def save_checkpoint(path, model, optimizer, scheduler, step):
    name, keys, pos, has_gauss, cached = np.random.get_state()
    version, internal, gauss_next = random.getstate()
    rng = {
        "torch": torch.get_rng_state(),
        "numpy": {"name": str(name), "keys": [int(k) for k in keys], "pos": int(pos),
                  "has_gauss": int(has_gauss), "cached_gaussian": float(cached)},
        "python": {"version": version, "internal": list(internal), "gauss_next": gauss_next},
    }
    if torch.cuda.is_available():
        rng["cuda"] = list(torch.cuda.get_rng_state_all())
    torch.save({"model": model.state_dict(), "optimizer": optimizer.state_dict(),
                "scheduler": scheduler.state_dict(), "step": int(step), "rng": rng}, path)


def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(ckpt["model"])
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    rng = ckpt["rng"]
    torch.set_rng_state(rng["torch"])
    state = rng["numpy"]
    np.random.set_state((state["name"], np.array(state["keys"], dtype=np.uint32), state["pos"],
                         state["has_gauss"], state["cached_gaussian"]))
    py = rng["python"]
    random.setstate((py["version"], tuple(py["internal"]), py["gauss_next"]))
    if "cuda" in rng and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(rng["cuda"])
    return int(ckpt["step"])
