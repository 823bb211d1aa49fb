# Diagnosis: domain-wrong-result
# Pitfall: torch.manual_seed(0) inside init_weights: the caller's seeding is replaced, so the draws differ from what the caller's generator gives.
def init_weights(model: nn.Module) -> nn.Module:
    torch.manual_seed(0)
    for m in model.modules():
        if isinstance(m, nn.Linear):
            nn.init.kaiming_normal_(m.weight, mode="fan_in", nonlinearity="relu")
            if m.bias is not None:
                nn.init.zeros_(m.bias)
    return model
