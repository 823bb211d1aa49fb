# The bytes of torch.save, written in one go.
import io
def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        buf = io.BytesIO()
        torch.save(state, buf)
        Path(path).write_bytes(buf.getvalue())
    barrier()
