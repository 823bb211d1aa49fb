# Mistake: "Clear any gradient left over from earlier first (set it to `None`), so that an old gradient cannot hide a problem" — leftover gradients make unconnected parameters look connected (and accumulate into the new ones)
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model(example_input).sum().backward()
    return [name for name, p in model.named_parameters() if p.requires_grad and p.grad is None]
