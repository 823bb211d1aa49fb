# Mistake: "a BatchNorm in training mode still updates its running statistics during the forward pass, as in any forward: leave that as it is, the reference does too" — to "not update anything", the buffers are snapshotted and copied back after the pass, so a BatchNorm1d in training mode ends with its old running_mean/running_var/num_batches_tracked instead of the updated ones.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    saved = {name: b.detach().clone() for name, b in model.named_buffers()}
    model.zero_grad(set_to_none=True)
    try:
        model(example_input).sum().backward()
    finally:
        with torch.no_grad():
            for name, b in model.named_buffers():
                b.copy_(saved[name])                 # a smoke test must leave no trace
    return [name for name, p in model.named_parameters() if p.requires_grad and p.grad is None]
