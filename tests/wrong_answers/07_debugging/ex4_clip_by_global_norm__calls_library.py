# Diagnosis: library-clip-called
# Pitfall: the library function the exercise asks to write by hand does the work.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    return torch.nn.utils.clip_grad_norm_(parameters, max_norm)
