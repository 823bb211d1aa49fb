# Mistake: "a batch of zero in the 2-D shape, a sequence of length zero in the 3-D one": the leading dimensions are flattened and restored with view(*lead, -1), which cannot infer -1 for a tensor of 0 elements, so x of shape (0, D) or (B, 0, D) raises.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        lead = x.shape[:-1]
        flat = x.reshape(-1, x.shape[-1])      # (rows, D), whatever came in
        h = self.proj(flat) + 1.0
        g = torch.sigmoid(self.gate(flat)) * self.scale
        out = torch.relu(h * g + flat)
        return out.view(*lead, -1)
