# Right: rank 0 serialises into an in-memory io.BytesIO first and writes the bytes to `path` in one call (so a failing torch.save never truncates the old checkpoint), then flushes to disk with fsync; the barrier is the last statement on every rank.
import io

def save_on_rank0(state, path, rank, barrier):
    if int(rank) == 0:
        buffer = io.BytesIO()
        torch.save(state, buffer)
        with open(os.fspath(path), "wb") as f:
            f.write(buffer.getbuffer())
            f.flush()
            os.fsync(f.fileno())
    barrier()
