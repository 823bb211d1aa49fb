# Mistake: "Saving must change nothing: not the model, not any random generator" -- moves the model to the CPU before saving "so the file loads anywhere", leaving a GPU model on the CPU afterwards.
def save_checkpoint(path, model, optimizer, scheduler, step):
    model.cpu()
    kind, keys, pos, has_gauss, cached = np.random.get_state()
    ck = {"model": model.state_dict(), "optimizer": optimizer.state_dict(), "scheduler": scheduler.state_dict(),
          "step": step, "torch": torch.get_rng_state(), "python": random.getstate(),
          "numpy": (kind, keys.tolist(), pos, has_gauss, cached)}
    if torch.cuda.is_available():
        ck["cuda"] = torch.cuda.get_rng_state_all()
    torch.save(ck, path)

def load_checkpoint(path, model, optimizer, scheduler):
    ck = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(ck["model"])
    optimizer.load_state_dict(ck["optimizer"])
    scheduler.load_state_dict(ck["scheduler"])
    torch.set_rng_state(ck["torch"])
    random.setstate(ck["python"])
    kind, keys, pos, has_gauss, cached = ck["numpy"]
    np.random.set_state((kind, np.array(keys, dtype=np.uint32), pos, has_gauss, cached))
    if "cuda" in ck and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(ck["cuda"])
    return ck["step"]
