# Right: Module.zero_grad() sets gradients to None by default (set_to_none=True since PyTorch 2.0), so it is the "clear to None" the prompt asks for; a zero gradient still counts as a gradient because only `is None` is tested; modes, weights and input are left as they are.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.zero_grad()
    loss = model(example_input).sum()
    loss.backward()
    return [n for n, p in model.named_parameters() if p.requires_grad and p.grad is None]
