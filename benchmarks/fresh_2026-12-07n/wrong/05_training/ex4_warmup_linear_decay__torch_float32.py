# Mistake: "falls linearly from 1 at `step == warmup_steps` to 0 at `step == total_steps` ... compared with the reference within a relative 1e-6": computing `1 - progress` with torch (int tensor / int gives float32) cancels near the end of a long decay: at step total-1 of a 10**7-step decay it returns about 1.19e-7 instead of 1e-7
def warmup_linear_decay(step, warmup_steps, total_steps):
    if step < warmup_steps:
        return (torch.tensor(step) / warmup_steps).item()
    progress = torch.tensor(step - warmup_steps) / (total_steps - warmup_steps)
    return torch.clamp(1 - progress, min=0.0).item()
