# Mistake: "when `torch.cuda.is_available()`, the CUDA ones: `torch.cuda.get_rng_state_all()`, one state per GPU, restored with `torch.cuda.set_rng_state_all()`": only the current GPU's generator is saved and restored (get_rng_state / set_rng_state), so on a machine with several GPUs the others resume from wherever they are.
def save_checkpoint(path, model, optimizer, scheduler, step):
    kind, keys, pos, has_gauss, cached = np.random.get_state()
    rng = {"torch": torch.get_rng_state(),
           "numpy": [kind, keys.tolist(), pos, has_gauss, cached],
           "python": random.getstate()}
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
    kind, keys, pos, has_gauss, cached = rng["numpy"]
    np.random.set_state((kind, np.asarray(keys, dtype=np.uint32), pos, has_gauss, cached))
    random.setstate(rng["python"])
    if "cuda" in rng and torch.cuda.is_available():
        torch.cuda.set_rng_state(rng["cuda"])
    return ckpt["step"]
