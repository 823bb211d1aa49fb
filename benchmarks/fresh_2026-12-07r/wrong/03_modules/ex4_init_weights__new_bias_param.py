# Mistake: "never replace them with new `nn.Parameter` objects, which an optimizer built before the call would no longer update" — the bias is replaced by a new float32 Parameter (also wrong dtype for a float64 model, and trainable again if it was frozen).
def init_weights(model: nn.Module) -> nn.Module:
    for module in model.modules():
        if isinstance(module, nn.Linear):
            nn.init.kaiming_normal_(module.weight, mode="fan_in", nonlinearity="relu")
            if module.bias is not None:
                module.bias = nn.Parameter(torch.zeros(module.out_features))
    return model
