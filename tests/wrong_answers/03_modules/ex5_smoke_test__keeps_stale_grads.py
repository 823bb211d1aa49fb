# Diagnosis: stale-grads
# Pitfall: gradients left over from an earlier backward hide a parameter this pass never reached.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model(example_input).sum().backward()
    return [name for name, p in model.named_parameters() if p.requires_grad and p.grad is None]
