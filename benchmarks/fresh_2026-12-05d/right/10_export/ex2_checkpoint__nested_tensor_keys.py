# Right: nested layout; NumPy's 624 key words stored as an int64 tensor (a plain value for weights_only) and converted back to uint32, Python's state stored as (version, list of ints, gauss_next) and rebuilt as tuples; everything captured before torch.save and restored after the objects, step as an int
def save_checkpoint(path, model, optimizer, scheduler, step):
    np_state = np.random.get_state()
    version, words, gauss_next = random.getstate()
    rng = {
        "torch": torch.get_rng_state(),
        "numpy": [np_state[0], torch.from_numpy(np_state[1].astype(np.int64)), int(np_state[2]),
                  int(np_state[3]), float(np_state[4])],
        "python": [version, list(words), gauss_next],
    }
    if torch.cuda.is_available():
        rng["cuda"] = list(torch.cuda.get_rng_state_all())
    torch.save({"objects": {"model": model.state_dict(), "optimizer": optimizer.state_dict(),
                            "scheduler": scheduler.state_dict()},
                "step": step, "rng": rng}, path)


def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, weights_only=True, map_location="cpu")
    objects = ckpt["objects"]
    model.load_state_dict(objects["model"])
    optimizer.load_state_dict(objects["optimizer"])
    scheduler.load_state_dict(objects["scheduler"])
    rng = ckpt["rng"]
    torch.set_rng_state(rng["torch"])
    kind, words, pos, has_gauss, cached = rng["numpy"]
    np.random.set_state((kind, words.numpy().astype(np.uint32), pos, has_gauss, cached))
    version, py_words, gauss_next = rng["python"]
    random.setstate((version, tuple(py_words), gauss_next))
    if "cuda" in rng and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(rng["cuda"])
    return int(ckpt["step"])
