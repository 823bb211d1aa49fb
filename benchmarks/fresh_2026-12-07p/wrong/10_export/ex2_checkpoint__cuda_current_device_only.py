# Mistake: "when `torch.cuda.is_available()`, the CUDA ones: `torch.cuda.get_rng_state_all()`, one state per GPU, restored with `torch.cuda.set_rng_state_all()`": only the current GPU's generator is saved and restored (torch.cuda.get_rng_state / set_rng_state, as section 2 did for one device), so on a machine with several GPUs the others are not restored, and the CUDA pair the prompt names is never called.
def _numpy_plain():
    kind, keys, pos, has_gauss, cached = np.random.get_state()
    return {"kind": kind, "keys": keys.tolist(), "pos": int(pos), "has_gauss": int(has_gauss), "cached": float(cached)}

def save_checkpoint(path, model, optimizer, scheduler, step):
    rng = {"torch": torch.get_rng_state(), "numpy": _numpy_plain(), "python": random.getstate()}
    if torch.cuda.is_available():
        rng["cuda"] = torch.cuda.get_rng_state()
    torch.save({"model": model.state_dict(), "optimizer": optimizer.state_dict(),
                "scheduler": scheduler.state_dict(), "step": step, "rng": rng}, path)

def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(ckpt["model"])
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    rng = ckpt["rng"]
    torch.set_rng_state(rng["torch"])
    n = rng["numpy"]
    np.random.set_state((n["kind"], np.array(n["keys"], dtype=np.uint32), n["pos"], n["has_gauss"], n["cached"]))
    random.setstate(rng["python"])
    if "cuda" in rng and torch.cuda.is_available():
        torch.cuda.set_rng_state(rng["cuda"])
    return ckpt["step"]
