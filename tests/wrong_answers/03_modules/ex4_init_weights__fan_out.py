# Diagnosis: fan-out
# Pitfall: fan_out scales by the output width, which keeps gradients, not activations, steady.
def init_weights(model: nn.Module) -> nn.Module:
    for module in model.modules():
        if isinstance(module, nn.Linear):
            nn.init.kaiming_normal_(module.weight, mode="fan_out", nonlinearity="relu")
            if module.bias is not None:
                nn.init.zeros_(module.bias)
    return model
