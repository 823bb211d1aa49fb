# Right: model.zero_grad(set_to_none=True) (which clears frozen parameters too), then builds the answer with filter() over named_parameters().
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.zero_grad(set_to_none=True)
    loss = model(example_input).sum()
    loss.backward()
    return [name for name, p in filter(lambda item: item[1].requires_grad, model.named_parameters())
            if p.grad is None]
