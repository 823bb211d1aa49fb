# Right: nested "rng" section; NumPy's key array stored as an int64 torch tensor (safe to load), the rest of its state as plain values; Python state tuple rebuilt after loading; CUDA only when saved and available.
def save_checkpoint(path, model, optimizer, scheduler, step):
    np_name, np_keys, np_pos, np_has_gauss, np_cached = np.random.get_state()
    rng = {
        "torch": torch.get_rng_state().clone(),
        "numpy": {"name": np_name, "keys": torch.tensor(np_keys.astype(np.int64)), "pos": int(np_pos),
                  "has_gauss": int(np_has_gauss), "cached_gaussian": float(np_cached)},
        "python": random.getstate(),
    }
    if torch.cuda.is_available():
        rng["cuda"] = [s.clone() for s in torch.cuda.get_rng_state_all()]
    torch.save({"step": int(step), "model": model.state_dict(), "optimizer": optimizer.state_dict(),
                "scheduler": scheduler.state_dict(), "rng": rng}, path)

def load_checkpoint(path, model, optimizer, scheduler):
    ck = torch.load(path, weights_only=True, map_location="cpu")
    model.load_state_dict(ck["model"])
    optimizer.load_state_dict(ck["optimizer"])
    scheduler.load_state_dict(ck["scheduler"])
    rng = ck["rng"]
    torch.set_rng_state(rng["torch"])
    n = rng["numpy"]
    np.random.set_state((n["name"], n["keys"].numpy().astype(np.uint32), n["pos"], n["has_gauss"],
                         n["cached_gaussian"]))
    py = rng["python"]
    random.setstate((py[0], tuple(py[1]), py[2]))
    if rng.get("cuda") is not None and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(rng["cuda"])
    return ck["step"]
