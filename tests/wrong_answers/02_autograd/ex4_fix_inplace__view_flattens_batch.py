# Diagnosis: domain-raised
# Pitfall: flattens the leading dimensions with view(), which fails on a non-contiguous input (reshape would copy when it must).
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        flat = x.view(-1, x.shape[-1])
        h = self.proj(flat) + 1.0
        g = torch.sigmoid(self.gate(flat)) * self.scale
        return torch.relu(h * g + flat).view(x.shape)
