# Mistake: "what `load_checkpoint` loads into ...: the same kinds as those saved, in the same modes" and "after the call, what `load_checkpoint` loads into as the reference leaves it": the checkpoint stores `model.training` and load_checkpoint calls model.train(saved_flag), which switches every submodule to that one mode, so a model training with one submodule in eval mode comes back with that submodule in training mode.
def _numpy_plain():
    kind, keys, pos, has_gauss, cached = np.random.get_state()
    return [kind, keys.tolist(), int(pos), int(has_gauss), float(cached)]

def save_checkpoint(path, model, optimizer, scheduler, step):
    torch.save({"model": model.state_dict(), "training": model.training,
                "optimizer": optimizer.state_dict(), "scheduler": scheduler.state_dict(), "step": step,
                "rng": {"torch": torch.get_rng_state(), "numpy": _numpy_plain(), "python": random.getstate(),
                        "cuda": torch.cuda.get_rng_state_all() if torch.cuda.is_available() else None}}, path)

def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(ckpt["model"])
    model.train(ckpt["training"])                       # back in the mode it was saved in
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    rng = ckpt["rng"]
    torch.set_rng_state(rng["torch"])
    kind, keys, pos, has_gauss, cached = rng["numpy"]
    np.random.set_state((kind, np.array(keys, dtype=np.uint32), pos, has_gauss, cached))
    random.setstate(rng["python"])
    if rng["cuda"] is not None and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(rng["cuda"])
    return ckpt["step"]
