# Right: serialises into an in-memory io.BytesIO first (torch.save is called once, on rank 0 only) and writes the bytes with pathlib's write_bytes, which truncates and replaces any older file at path.
import io
from pathlib import Path

def save_on_rank0(state, path, rank, barrier):
    if int(rank) == 0:
        buffer = io.BytesIO()
        torch.save(state, buffer)
        Path(path).write_bytes(buffer.getvalue())
    barrier()
