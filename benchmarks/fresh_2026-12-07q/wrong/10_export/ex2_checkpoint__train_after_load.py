# Mistake: "restore everything into the given (freshly built) objects" in "the same modes" ("in eval mode"; "training, with one submodule in eval mode") - load_checkpoint ends with model.train() "ready to resume", which switches an eval-mode model (or its eval submodule) to training mode, unlike the reference.
def save_checkpoint(path, model, optimizer, scheduler, step):
    st = np.random.get_state()
    torch.save({
        "model": model.state_dict(), "optimizer": optimizer.state_dict(), "scheduler": scheduler.state_dict(),
        "step": step, "torch": torch.get_rng_state(),
        "numpy": {"name": st[0], "keys": st[1].tolist(), "pos": int(st[2]), "has_gauss": int(st[3]),
                  "cached": float(st[4])},
        "python": random.getstate(),
        "cuda": torch.cuda.get_rng_state_all() if torch.cuda.is_available() else None,
    }, path)

def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(ckpt["model"])
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    torch.set_rng_state(ckpt["torch"])
    n = ckpt["numpy"]
    np.random.set_state((n["name"], np.array(n["keys"], dtype=np.uint32), n["pos"], n["has_gauss"], n["cached"]))
    random.setstate(ckpt["python"])
    if ckpt["cuda"] is not None and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(ckpt["cuda"])
    model.train()
    return ckpt["step"]
