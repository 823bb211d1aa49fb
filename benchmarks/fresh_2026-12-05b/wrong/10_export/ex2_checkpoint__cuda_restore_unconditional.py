# Mistake: "restore ... all random generators (`torch.cuda.set_rng_state_all` for the CUDA ones, when they were saved and CUDA is available)" -- restores the CUDA states whenever they were saved, even on a machine without CUDA (a GPU checkpoint resumed on a CPU then fails).
def save_checkpoint(path, model, optimizer, scheduler, step):
    np_state = np.random.get_state()
    payload = {"model": model.state_dict(), "optimizer": optimizer.state_dict(),
               "scheduler": scheduler.state_dict(), "step": step,
               "rng": {"torch": torch.get_rng_state(), "python": random.getstate(),
                       "numpy": [np_state[0], np_state[1].tolist(), np_state[2], np_state[3], np_state[4]]}}
    if torch.cuda.is_available():
        payload["rng"]["cuda"] = torch.cuda.get_rng_state_all()
    torch.save(payload, path)

def load_checkpoint(path, model, optimizer, scheduler):
    payload = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(payload["model"])
    optimizer.load_state_dict(payload["optimizer"])
    scheduler.load_state_dict(payload["scheduler"])
    rng = payload["rng"]
    torch.set_rng_state(rng["torch"])
    random.setstate(rng["python"])
    n = rng["numpy"]
    np.random.set_state((n[0], np.asarray(n[1], dtype=np.uint32), n[2], n[3], n[4]))
    if "cuda" in rng:
        torch.cuda.set_rng_state_all(rng["cuda"])
    return payload["step"]
