# Diagnosis: global-state-changed
# Pitfall: save_checkpoint draws a random run id: saving moves PyTorch's generator.
def save_checkpoint(path, model, optimizer, scheduler, step):
    kind, keys, pos, has_gauss, cached = np.random.get_state()
    rng = {"torch": torch.get_rng_state(), "python": random.getstate(),
           "numpy": {"kind": kind, "keys": keys.tolist(), "pos": pos, "has_gauss": has_gauss,
                     "cached_gaussian": cached}}
    if torch.cuda.is_available():
        rng["cuda"] = torch.cuda.get_rng_state_all()
    run_id = int(torch.randint(0, 10**6, ()))
    rng["run_id"] = run_id
    torch.save({"model": model.state_dict(), "optimizer": optimizer.state_dict(),
                "scheduler": scheduler.state_dict(), "step": step, "rng": rng}, path)

def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(ckpt["model"])
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    rng = ckpt["rng"]
    torch.set_rng_state(rng["torch"])
    random.setstate(rng["python"])
    np_state = rng["numpy"]
    np.random.set_state((np_state["kind"], np.array(np_state["keys"], dtype=np.uint32), np_state["pos"],
                         np_state["has_gauss"], np_state["cached_gaussian"]))
    if "cuda" in rng and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(rng["cuda"])
    return ckpt["step"]
