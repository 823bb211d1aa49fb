# Right: keeps NumPy's state as a tuple of plain values (keys as a list of ints) and Python's getstate() tuple as it is (weights_only loads tuples of ints), and restores the generators before the objects.
def save_checkpoint(path, model, optimizer, scheduler, step):
    np_state = np.random.get_state()
    plain_np = (np_state[0], [int(k) for k in np_state[1]], int(np_state[2]), int(np_state[3]), float(np_state[4]))
    cuda = torch.cuda.get_rng_state_all() if torch.cuda.is_available() else None
    torch.save(dict(step=step, model=model.state_dict(), optimizer=optimizer.state_dict(),
                    scheduler=scheduler.state_dict(), torch_rng=torch.get_rng_state(), numpy_rng=plain_np,
                    python_rng=random.getstate(), cuda_rng=cuda), path)

def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, weights_only=True, map_location="cpu")
    torch.set_rng_state(ckpt["torch_rng"])
    name, keys, pos, has_gauss, cached = ckpt["numpy_rng"]
    np.random.set_state((name, np.asarray(keys, dtype=np.uint32), pos, has_gauss, cached))
    random.setstate(ckpt["python_rng"])
    if ckpt["cuda_rng"] is not None and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(ckpt["cuda_rng"])
    model.load_state_dict(ckpt["model"])
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    return ckpt["step"]
